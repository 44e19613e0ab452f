module.exports = { ...require('../../jest.preset.js'), displayName: '@strongs/gateway', rootDir: __dirname };
