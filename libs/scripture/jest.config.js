module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@strongs/scripture',
  rootDir: __dirname,
};
