module.exports = { ...require('../../jest.preset.js'), displayName: '@strongs/lexicon', rootDir: __dirname };
