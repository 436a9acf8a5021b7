// This remote is consumed through remoteEntry.js (see src/exposes). The entry only anchors the build.
export {};
