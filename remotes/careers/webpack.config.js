const { createWebpackConfig } = require('../../build/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'careers',
  port: 3003,
  exposes: { './routes': './src/exposes/routes.tsx' },
});
