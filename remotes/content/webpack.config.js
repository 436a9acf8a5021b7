const { createWebpackConfig } = require('../../build/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'content',
  port: 3001,
  exposes: { './routes': './src/exposes/routes.tsx' },
});
