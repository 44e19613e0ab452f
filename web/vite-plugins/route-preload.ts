import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * The pages a first visit most often opens, by their address, and the module web/src/app/router.tsx loads
 * for each (a module missing from the build fails it, so a renamed page cannot leave a stale hint behind).
 */
const ROUTES: readonly (readonly [RegExp, string, 'results' | 'reader' | 'entry' | ''])[] = [
  [/^\/$/, 'src/features/search/routes/home-page.tsx', ''],
  [/^\/results\/?$/, 'src/features/search/routes/results-page.tsx', 'results'],
  [/^\/bible\/[^/]+\/[^/]+(\/[^/]+)?\/?$/, 'src/features/reader/routes/reader-page.tsx', 'reader'],
  [/^\/(dictionary|strongs)\/[^/]+\/?$/, 'src/features/dictionary/routes/entry-page.tsx', 'entry'],
];

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** A chunk and every chunk it imports statically, the entry's own graph left out (the page loads it already). */
function closure(bundle: Rollup.OutputBundle, start: string, skip: ReadonlySet<string>): Chunk[] {
  const seen = new Set<string>();
  const chunks: Chunk[] = [];
  const visit = (fileName: string) => {
    if (seen.has(fileName) || skip.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    chunks.push(chunk);
    chunk.imports.forEach(visit);
  };
  visit(start);
  return chunks;
}

/** The script's table: each address pattern with the scripts and styles of its page, and its first answer. */
function routeTable(bundle: Rollup.OutputBundle, root: string): string {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('route-preload: no entry chunk');
  const loaded = new Set(closure(bundle, entry.fileName, new Set()).map((c) => c.fileName));
  const rows = ROUTES.map(([pattern, module, answer]) => {
    const page = chunks.find((c) => c.facadeModuleId === resolve(root, module));
    if (!page) throw new Error(`route-preload: no chunk for ${module}`);
    const own = closure(bundle, page.fileName, loaded);
    const scripts = own.map((c) => `/${c.fileName}`);
    const styles = [...new Set(own.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))].map(
      (f) => `/${f}`,
    );
    return `[${pattern.toString()},${JSON.stringify(scripts)},${JSON.stringify(styles)},${JSON.stringify(answer)}]`;
  });
  return `[${rows.join(',')}]`;
}

/**
 * The API answer the page's route loader asks for first, asked for here already (issue #31, Lighthouse): the
 * same address the app builds (src/app/route-loaders.ts with lib/api/get-search-results.ts, lib/api/get-chapter.ts
 * and lib/api/get-dictionary-entry.ts), kept on `window` for lib/request.ts, which takes it once instead of asking
 * again. Only plain addresses are asked for; anything unusual is left to the app, so a mismatch costs nothing
 * but this early request.
 */
const EARLY_DATA = `
  function searchAnswer() {
    var p = new URLSearchParams(location.search);
    var q = p.get('q');
    if (q === null || !q.trim()) return null;
    var db = p.get('db');
    if (db === null) db = p.get('version');
    if (db === null) db = 'DB1';
    var page = Number(p.get('page') === null ? '1' : p.get('page'));
    var out = new URLSearchParams();
    out.set('q', q);
    if (db !== '') out.set('db', db);
    out.set('page', String(Number.isInteger(page) && page >= 1 ? page : 1));
    return '/api/search-strongs?' + out.toString();
  }
  function chapterAnswer(path) {
    var m = /^\\/bible\\/([A-Za-z0-9]+)\\/([0-9]+)(\\/[^/]*)?\\/?$/.exec(path);
    if (!m) return null;
    var version = new URLSearchParams(location.search).get('version');
    version = (version === null ? 'kjv' : version).toLowerCase();
    return '/api/bible/chapter/' + m[1] + '/' + Number(m[2]) + '/' + encodeURIComponent(version);
  }
  function entryAnswer(path) {
    var m = /^\\/(dictionary|strongs)\\/([HG][1-9][0-9]*)\\/?$/.exec(path);
    return m ? '/api/dictionary/' + m[2] : null;
  }
  var answers = { results: searchAnswer, reader: chapterAnswer, entry: entryAnswer };
`;

const script = (table: string) => `(function () {
  var routes = ${table};
  var path = location.pathname;
  ${EARLY_DATA}
  function hint(rel, href, as) {
    var link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  for (var i = 0; i < routes.length; i++) {
    if (!routes[i][0].test(path)) continue;
    routes[i][1].forEach(function (href) { hint('modulepreload', href); });
    routes[i][2].forEach(function (href) { hint('preload', href, 'style'); });
    var answer = answers[routes[i][3]] && answers[routes[i][3]](path);
    if (answer && window.fetch)
      window.__strongsEarlyAnswer = {
        url: answer,
        response: fetch(answer, { credentials: 'include', headers: { Accept: 'application/json' } }),
      };
    return;
  }
})();
`;

/**
 * A small classic script in the page's head that asks, as the page starts, for the scripts and styles of the
 * page its address opens: they otherwise waited until the shared scripts had arrived and run and the router
 * had matched the address (one more round trip on the way to the first content on a phone). The app's own
 * dynamic import then finds them loaded. A file, not inline: the CSP allows scripts from the site only. It is
 * small and loads beside the module scripts, which the browser's preload scanner finds behind it.
 */
export function routePreload(): Plugin {
  let root = '';
  let assetsDir = 'assets';
  return {
    name: 'strongs:route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      assetsDir = config.build.assetsDir;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        const source = script(routeTable(bundle, root));
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `${assetsDir}/route-preload-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        // Parser-blocking on purpose: the app's modules run only after it, so its early answer is always there
        // before the app's first request (an async script ran after them on a busy machine and asked twice).
        const tag = `<script src="/${fileName}"></script>`;
        html.source = String(html.source).replace(
          /(\s*)<script type="module"/,
          `$1${tag}$1<script type="module"`,
        );
      },
    },
  };
}
