module.exports = { ...require('../../jest.preset.js'), displayName: '@strongs/testing', rootDir: __dirname };
