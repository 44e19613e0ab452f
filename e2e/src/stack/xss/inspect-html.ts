/**
 * Runs in the browser (page.evaluate): parses each HTML string as the page would (innerHTML of a
 * template) and lists what could execute: script-like elements, event handler attributes, dangerous URL
 * schemes in URL attributes, CSS expressions, and ids/names that would clobber globals.
 */
export function executableParts(htmls: string[]): string[] {
  const ACTIVE = new Set([
    'script',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'base',
    'meta',
    'link',
    'style',
    'form',
    'template',
    'noscript',
    'xmp',
    'noembed',
    'math',
    'svg',
  ]);
  const URL_ATTRS = new Set([
    'href',
    'src',
    'action',
    'formaction',
    'data',
    'xlink:href',
    'srcdoc',
    'background',
    'poster',
    'codebase',
    'to',
    'values',
    'from',
    'by',
  ]);
  const problems: string[] = [];
  htmls.forEach((html, i) => {
    const holder = document.createElement('template');
    holder.innerHTML = html;
    const walk = (root: DocumentFragment | Element) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        const tag = el.localName.toLowerCase();
        if (ACTIVE.has(tag)) problems.push(`#${i}: <${tag}>`);
        for (const attr of Array.from(el.attributes)) {
          const name = attr.name.toLowerCase();
          const value = attr.value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase();
          if (name.startsWith('on')) problems.push(`#${i}: ${tag}[${name}]`);
          if (name === 'srcdoc') problems.push(`#${i}: ${tag}[srcdoc]`);
          if (URL_ATTRS.has(name) && /^(javascript|vbscript|data|livescript):/.test(value))
            problems.push(`#${i}: ${tag}[${name}=${value.slice(0, 30)}]`);
          if (name === 'style' && /expression\(|url\(|behavior|-moz-binding/.test(value))
            problems.push(`#${i}: ${tag}[style=${value.slice(0, 30)}]`);
          if ((name === 'id' || name === 'name') && value in window)
            problems.push(`#${i}: ${tag}[${name}=${value}] clobbers a global`);
          if ((name === 'id' || name === 'name') && value.startsWith('__'))
            problems.push(`#${i}: ${tag}[${name}=${value}]`);
        }
        if (el instanceof HTMLTemplateElement) walk(el.content);
      }
    };
    walk(holder.content);
  });
  return problems;
}
