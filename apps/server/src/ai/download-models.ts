import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { MOBILENET } from './onnx-embedder';
import { addGraphOutput } from './onnx-outputs';

/**
 * `npm run models:download`: fetches the default photo-search model from its public home
 * (the ONNX Model Zoo, Apache-2.0), checks its pinned sha256, and derives the file that
 * exposes the pooled features (tensor 627) as a second output. Never run at install or start.
 */
const SOURCE = {
  url: 'https://github.com/onnx/models/raw/main/validated/vision/classification/mobilenet/model/mobilenetv2-12-int8.onnx',
  file: 'mobilenetv2-12-int8.onnx',
  sha256: 'cc028fe6cae7bc11a4ff53cfc9b79c920e8be65ce33a904ec3e2a8f66d77f95f',
};
/** The derivation is deterministic: the same input always gives these bytes. */
const FEATURE_SHA256 = '80f03354fed12d39b3c552d0c4bad2617bcd1f06920d5cd7e66cdc00d2df1acc';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function fetchModel(): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(SOURCE.url, { signal: AbortSignal.timeout(120_000) });
  } catch (error) {
    const reason =
      error instanceof Error
        ? ((error.cause as Error | undefined)?.message ?? error.message)
        : String(error);
    throw new Error(
      `cannot download ${SOURCE.url} (${reason}). This machine may have no internet access: ` +
        `copy ${SOURCE.file} (sha256 ${SOURCE.sha256}) into MODEL_DIR by hand and run this again. ` +
        'Until then the server uses the model-free colour/texture fallback.',
      { cause: error },
    );
  }
  if (!response.ok) throw new Error(`download of ${SOURCE.url} answered HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function main() {
  const { modelDir } = loadConfig().search;
  fs.mkdirSync(modelDir, { recursive: true });
  const plainPath = path.join(modelDir, SOURCE.file);
  const featurePath = path.join(modelDir, MOBILENET.file);
  let plain: Buffer | undefined = fs.existsSync(plainPath) ? fs.readFileSync(plainPath) : undefined;
  if (!plain || sha256(plain) !== SOURCE.sha256) {
    plain = await fetchModel();
    const actual = sha256(plain);
    if (actual !== SOURCE.sha256) {
      throw new Error(
        `sha256 mismatch for ${SOURCE.url}: expected ${SOURCE.sha256}, got ${actual}; nothing written`,
      );
    }
    fs.writeFileSync(plainPath, plain);
    console.log(`downloaded ${plainPath}`);
  }
  const feature = addGraphOutput(plain, MOBILENET.featureOutput);
  if (sha256(feature) !== FEATURE_SHA256)
    throw new Error('derived feature model has an unexpected sha256');
  fs.writeFileSync(featurePath, feature);
  console.log(
    `wrote ${featurePath}: restart the server (npm run reindex embeds existing dogs now)`,
  );
}

main().catch((error: unknown) => {
  console.error(
    `models:download failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
