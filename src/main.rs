//! Entry point of the development web app (`scripts/serve.sh --dev`): every page in one
//! module. Release builds use one module per page instead (src/web/, scripts/build.mjs).

numera::web_main!(mount_all);
