module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@strongs/nest-common',
  rootDir: __dirname,
};
