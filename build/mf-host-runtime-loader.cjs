// The host's browser runtime without the manifest, snapshot and preload code it never runs
// (docs/decisions/004-first-load-budget.md).
//
// The host's browser build compiles out the snapshot plugin (`experiments.optimization.disableSnapshot`): it loads
// each remote's remoteEntry.js straight from beside its manifest (host/src/federation/load-remote.ts). Yet
// runtime-core still constructs its SnapshotHandler whenever remotes are enabled, and keeps the asset preloader
// that `preloadRemote` and the snapshot plugin use; together about 2 KB gzip that nothing on the site reaches (the
// site never calls `preloadRemote`: prefetching a page is `loadRemote` of its routes, load-remote.ts). This loader
// stands in for those two modules of runtime-core 2.9.2, as the same files, so their relative imports stay
// runtime-core's own:
// - plugins/snapshot/SnapshotHandler.js keeps what the rest of runtime-core touches when snapshots are off: the
//   handler's `hooks` (a plugin system no hook of which fires), `manifestCache` (cleared by
//   `registerRemotes(…, { force: true })`) and `getGlobalRemoteInfo` (read by removeRemote), as 2.9.2 writes them;
// - utils/preload.js keeps its exports' names.
// Whatever would have used the rest fails with a message that says why. Host browser build only: the render
// server's runtime reads manifests. Check these two files again when @module-federation is upgraded (docs/toolchain.md).
const UNSUPPORTED = 'This build of the host loads remote entries only: it has no manifest, snapshot or preload support';

const SNAPSHOT_HANDLER = `import { Global, getGlobalSnapshot, getGlobalSnapshotInfoByModuleInfo, getInfoWithoutType } from "../../global.js";
import { PluginSystem } from "../../utils/hooks/pluginSystem.js";

function getGlobalRemoteInfo(moduleInfo, origin) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({ name: origin.name, version: origin.options.version });
  const globalRemoteInfo = hostGlobalSnapshot && "remotesInfo" in hostGlobalSnapshot && hostGlobalSnapshot.remotesInfo &&
    getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  if (globalRemoteInfo && globalRemoteInfo.matchedVersion) return {
    hostGlobalSnapshot,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: globalRemoteInfo.matchedVersion })
  };
  return {
    hostGlobalSnapshot: void 0,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: "version" in moduleInfo ? moduleInfo.version : void 0 })
  };
}

var SnapshotHandler = class {
  constructor(HostInstance) {
    this.loadingHostSnapshot = null;
    this.manifestCache = new Map();
    this.hooks = new PluginSystem({});
    this.manifestLoading = Global.__FEDERATION__.__MANIFEST_LOADING__;
    this.HostInstance = HostInstance;
    this.loaderHook = HostInstance.loaderHook;
  }
  async loadRemoteSnapshotInfo() {
    throw new Error(${JSON.stringify(UNSUPPORTED)});
  }
};

export { SnapshotHandler, getGlobalRemoteInfo };
`;

const PRELOAD = `function unsupported() {
  throw new Error(${JSON.stringify(UNSUPPORTED)});
}
export {
  unsupported as defaultPreloadArgs,
  unsupported as formatPreloadArgs,
  unsupported as normalizePreloadExposes,
  unsupported as preloadAssets
};
`;

/** The modules this loader replaces, by the end of their path. */
const RUNTIME_MODULE =
  /@module-federation[\\/]runtime-core[\\/]dist[\\/](plugins[\\/]snapshot[\\/]SnapshotHandler|utils[\\/]preload)\.js$/;

module.exports = function mfHostRuntime() {
  const match = RUNTIME_MODULE.exec(this.resourcePath);
  if (!match) throw new Error(`mf-host-runtime-loader: unexpected module ${this.resourcePath}`);
  return match[1].endsWith('preload') ? PRELOAD : SNAPSHOT_HANDLER;
};
module.exports.RUNTIME_MODULE = RUNTIME_MODULE;
