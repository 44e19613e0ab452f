module.exports = { ...require('../../jest.preset.js'), displayName: '@strongs/search-engine', rootDir: __dirname };
