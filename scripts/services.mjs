// The processes `npm start` runs: every HTTP service and every queue worker, with their ports.
export const PROCESSES = [
  { name: 'search', entry: 'services/search/src/main.js', port: 3101 },
  { name: 'lexicon', entry: 'services/lexicon/src/main.js', port: 3102 },
  { name: 'auth', entry: 'services/auth/src/main.js', port: 3103 },
  { name: 'importer', entry: 'services/importer/src/main.js', port: 3104 },
  { name: 'admin', entry: 'services/admin/src/main.js', port: 3105 },
  { name: 'importer-worker', entry: 'services/importer/src/worker.js' },
  { name: 'index-worker', entry: 'services/search/src/worker.js' },
  { name: 'admin-bot', entry: 'services/admin/src/worker.js' },
  { name: 'gateway', entry: 'services/gateway/src/main.js', port: 3000 },
];

export const SERVICE_URL_ENV = {
  search: 'SEARCH_URL',
  lexicon: 'LEXICON_URL',
  auth: 'AUTH_URL',
  importer: 'IMPORTER_URL',
  admin: 'ADMIN_URL',
};
