// webpack 5.112 moved internal files (lib/util/fs → lib/fs/fs, …) that
// @module-federation/enhanced 2.9.2 still requires by their old paths. Map the old paths to the
// new files of the same webpack install, so there is still exactly one webpack in the build.
// Remove when enhanced follows webpack's new layout.
import Module from 'node:module';

const MOVED = {
  'webpack/lib/HotUpdateChunk': 'webpack/lib/graph/HotUpdateChunk',
  'webpack/lib/ModuleFactory': 'webpack/lib/module/ModuleFactory',
  'webpack/lib/dependencies/EntryDependency': 'webpack/lib/entry/EntryDependency',
  'webpack/lib/dependencies/ModuleDependency': 'webpack/lib/dependencies/core/ModuleDependency',
  'webpack/lib/dependencies/StaticExportsDependency': 'webpack/lib/dependencies/core/StaticExportsDependency',
  'webpack/lib/util/extractUrlAndGlobal': 'webpack/lib/externals/extractUrlAndGlobal',
  'webpack/lib/util/fs': 'webpack/lib/fs/fs',
  'webpack/lib/util/semver': 'webpack/lib/sharing/semver',
};

const original = Module._resolveFilename;
Module._resolveFilename = function resolveMoved(request, parent, ...rest) {
  try {
    return original.call(this, request, parent, ...rest);
  } catch (err) {
    const bare = request.replace(/\.js$/, '');
    if (err.code === 'MODULE_NOT_FOUND' && MOVED[bare])
      return original.call(this, MOVED[bare], parent, ...rest);
    throw err;
  }
};
