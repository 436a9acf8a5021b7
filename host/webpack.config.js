const { createWebpackConfig } = require('../build/create-webpack-config.cjs');

module.exports = createWebpackConfig({ dir: __dirname, name: 'host', port: 3000, isHost: true });
