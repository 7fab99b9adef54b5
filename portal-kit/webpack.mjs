// One webpack config factory for the shell and the sections: same loaders, same sharing.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import './webpack-compat.mjs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { EsbuildPlugin } from 'esbuild-loader';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedDeps } from './federation.mjs';

const require = createRequire(import.meta.url);
const kitDir = path.dirname(fileURLToPath(import.meta.url));
const webpack = require('webpack');

/**
 * @param {{ dir: string, name: string, title: string, exposes?: Record<string,string>,
 *           publicPath?: string, define?: Record<string, unknown> }} o
 */
export function portalConfig(o) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      devtool: production ? false : 'eval-cheap-module-source-map',
      context: o.dir,
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(o.dir, 'dist'),
        // the shell serves deep links, so its chunks load from the root; sections load from
        // wherever their manifest lives ('auto')
        publicPath: o.publicPath ?? 'auto',
        // entries keep stable names (served no-cache): webpack 5.112 cannot hash a chunk that
        // carries the federation runtime module; split chunks are content-hashed (cached forever)
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: o.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // only the router pieces the portal names (see src/federation/router.ts)
        alias: { 'react-router-dom$': path.join(kitDir, 'src/federation/router.ts') },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            loader: 'esbuild-loader',
            options: {
              target: 'es2022',
              jsx: 'automatic',
              tsconfig: path.join(kitDir, '..', 'tsconfig.base.json'),
            },
          },
          // production: stylesheets are files (fetched in parallel, cached, out of the JS a visitor
          // parses; issue 18); development keeps style-loader for hot reloads
          {
            test: /\.css$/,
            use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
        ],
      },
      optimization: {
        // '...' keeps webpack's JS minifier; esbuild minifies only the extracted stylesheets
        minimizer: ['...', new EsbuildPlugin({ css: true, include: /\.css$/ })],
        // core modules used by both the shell and the shared portal-kit (roles, route table,
        // messages: ~18 KB before minifying) fall under webpack's 20 KB default and were copied
        // into both chunks, both on the landing page; a lower floor gives them one chunk
        splitChunks: { minSize: 8000 },
      },
      plugins: [
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
            ]
          : []),
        new ModuleFederationPlugin({
          name: o.name,
          filename: 'remoteEntry.js',
          exposes: o.exposes ?? {},
          remotes: {},
          shared: sharedDeps,
          manifest: true,
          dts: false,
          runtimePlugins: [path.join(kitDir, 'src/federation/fallback-plugin.ts')],
          // browser only: leave the runtime's Node loaders out of every entry
          experiments: { optimization: { target: 'web' } },
        }),
        new HtmlWebpackPlugin({
          title: o.title,
          template: path.join(kitDir, 'index.html'),
          chunks: ['main'],
          publicPath: '/',
        }),
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          __PORTAL_DEFAULTS__: JSON.stringify(o.define ?? {}),
        }),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
    };
  };
}
