const { createWebpackConfig } = require('../../build/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'scholarship',
  port: 3002,
  exposes: { './routes': './src/exposes/routes.tsx' },
});
