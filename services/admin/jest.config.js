module.exports = { ...require('../../jest.preset.js'), displayName: '@strongs/admin', rootDir: __dirname };
