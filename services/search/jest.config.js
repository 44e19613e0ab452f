module.exports = { ...require('../../jest.preset.js'), displayName: '@strongs/search', rootDir: __dirname };
