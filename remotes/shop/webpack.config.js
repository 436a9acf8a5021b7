const { createWebpackConfig } = require('../../build/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shop',
  port: 3004,
  exposes: { './routes': './src/exposes/routes.tsx' },
});
