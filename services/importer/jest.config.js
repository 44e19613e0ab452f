module.exports = { ...require('../../jest.preset.js'), displayName: '@strongs/importer', rootDir: __dirname };
