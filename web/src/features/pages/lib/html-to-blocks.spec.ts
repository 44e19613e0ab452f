import { htmlToBlocks } from './html-to-blocks';

describe('htmlToBlocks', () => {
  it('keeps headings and paragraphs as text', () => {
    expect(htmlToBlocks('<h1>About  us</h1><p>Hello <strong>world</strong>.</p><ul><li>One</li><li>Two</li></ul>')).toEqual([
      { kind: 'heading', text: 'About us' },
      { kind: 'paragraph', text: 'Hello world.' },
      { kind: 'paragraph', text: 'One' },
      { kind: 'paragraph', text: 'Two' },
    ]);
  });

  it('drops scripts, styles and event handlers and shows markup as nothing but text', () => {
    const blocks = htmlToBlocks('<p onclick="alert(1)">Safe</p><script>alert(2)</script><style>p{}</style><img src=x onerror="alert(3)">&lt;b&gt;');
    expect(blocks).toEqual([
      { kind: 'paragraph', text: 'Safe' },
      { kind: 'paragraph', text: '<b>' },
    ]);
  });

  it('splits loose text at line breaks and returns nothing for empty content', () => {
    expect(htmlToBlocks('first<br>second')).toEqual([
      { kind: 'paragraph', text: 'first' },
      { kind: 'paragraph', text: 'second' },
    ]);
    expect(htmlToBlocks('   ')).toEqual([]);
  });
});
