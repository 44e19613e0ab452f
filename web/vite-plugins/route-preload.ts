import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * The pages a first visit most often opens, by their address, and the module web/src/app/router.tsx loads
 * for each (a module missing from the build fails it, so a renamed page cannot leave a stale hint behind).
 */
const ROUTES: readonly (readonly [RegExp, string])[] = [
  [/^\/$/, 'src/features/search/routes/home-page.tsx'],
  [/^\/results\/?$/, 'src/features/search/routes/results-page.tsx'],
  [/^\/bible\/[^/]+\/[^/]+(\/[^/]+)?\/?$/, 'src/features/reader/routes/reader-page.tsx'],
  [/^\/(dictionary|strongs)\/[^/]+\/?$/, 'src/features/dictionary/routes/entry-page.tsx'],
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

/** The script's table: each address pattern with the scripts and styles of its page. */
function routeTable(bundle: Rollup.OutputBundle, root: string): string {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('route-preload: no entry chunk');
  const loaded = new Set(closure(bundle, entry.fileName, new Set()).map((c) => c.fileName));
  const rows = ROUTES.map(([pattern, module]) => {
    const page = chunks.find((c) => c.facadeModuleId === resolve(root, module));
    if (!page) throw new Error(`route-preload: no chunk for ${module}`);
    const own = closure(bundle, page.fileName, loaded);
    const scripts = own.map((c) => `/${c.fileName}`);
    const styles = [...new Set(own.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))].map(
      (f) => `/${f}`,
    );
    return `[${pattern.toString()},${JSON.stringify(scripts)},${JSON.stringify(styles)}]`;
  });
  return `[${rows.join(',')}]`;
}

const script = (table: string) => `(function () {
  var routes = ${table};
  var path = location.pathname;
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
    return;
  }
})();
`;

/**
 * A small classic script in the page's head that asks, as the page starts, for the scripts and styles of the
 * page its address opens: they otherwise waited until the shared scripts had arrived and run and the router
 * had matched the address (one more round trip on the way to the first content on a phone). The app's own
 * dynamic import then finds them loaded. A file, not inline: the CSP allows scripts from the site only.
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
        const tag = `<script src="/${fileName}" async></script>`;
        html.source = String(html.source).replace(
          /(\s*)<script type="module"/,
          `$1${tag}$1<script type="module"`,
        );
      },
    },
  };
}
