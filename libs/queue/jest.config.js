module.exports = { ...require('../../jest.preset.js'), displayName: '@strongs/queue', rootDir: __dirname };
