// The colour theme before the first paint, so a dark page never flashes light. A classic script in <head>
// (the CSP forbids inline ones); lib/theme.ts keeps the same key and rule once the app runs.
(function () {
  var choice = null;
  try {
    choice = localStorage.getItem('strongs.theme');
  } catch (e) {
    // Storage refused: follow the system.
  }
  var dark =
    choice === 'dark' ||
    (choice !== 'light' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
})();
