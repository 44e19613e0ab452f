module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@strongs/contracts',
  rootDir: __dirname,
};
