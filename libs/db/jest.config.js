module.exports = { ...require('../../jest.preset.js'), displayName: '@strongs/db', rootDir: __dirname };
