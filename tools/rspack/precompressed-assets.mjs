// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each script, style sheet and JSON file of a production
// build, for the edge to send as they are (@fastify/static's `preCompressed`). Compressed once at build time, they
// take the strongest settings (brotli 11 is ~9% smaller than the level 5 the edge can afford per request, and costs
// the edge nothing per request). compression-webpack-plugin does this for webpack but brings webpack itself along
// (its peer dependency), so this is the few lines of it that rspack needs.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Smaller files are sent as they are: compression would save less than a packet. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css|json|svg)$/;

export class PrecompressedAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressedAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressedAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const files = Object.keys(assets).filter(
            (file) => COMPRESSIBLE.test(file) && assets[file].size() >= MIN_BYTES,
          );
          await Promise.all(
            files.map(async (file) => {
              const content = assets[file].buffer();
              const [br, gz] = await Promise.all([
                brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
                gzip(content, { level: 9 }),
              ]);
              compilation.emitAsset(`${file}.br`, new sources.RawSource(br));
              compilation.emitAsset(`${file}.gz`, new sources.RawSource(gz));
            }),
          );
        },
      );
    });
  }
}
