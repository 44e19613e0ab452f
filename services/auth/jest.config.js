module.exports = { ...require('../../jest.preset.js'), displayName: '@strongs/auth', rootDir: __dirname };
