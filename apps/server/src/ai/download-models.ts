import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { loadManifest } from './manifest';
import type { ModelManifest } from './manifest';
import { modelFilePath, prepareModel, sha256Of } from './model-files';
import { createOnnxEmbedder } from './onnx-embedder';

/**
 * `npm run models:download [-- NAME]`: fetches the file of model NAME (models/NAME.json or
 * MODEL_DIR/NAME.json; default the configured MODEL) from the manifest's URL, checks its
 * sha256, stores it in MODEL_DIR and runs it once. Never run at install or start: the
 * default model is in the repository.
 */
async function fetchModel(manifest: ModelManifest): Promise<Buffer> {
  if (!manifest.url) throw new Error(`${manifest.name}: the manifest has no url to download from`);
  let response: Response;
  try {
    response = await fetch(manifest.url, { signal: AbortSignal.timeout(600_000) });
  } catch (error) {
    const reason =
      error instanceof Error
        ? ((error.cause as Error | undefined)?.message ?? error.message)
        : String(error);
    throw new Error(
      `cannot download ${manifest.url} (${reason}). This machine may have no internet access: ` +
        `copy ${manifest.file} (sha256 ${manifest.sha256}) into MODEL_DIR by hand and run this again.`,
      { cause: error },
    );
  }
  if (!response.ok) throw new Error(`download of ${manifest.url} answered HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function main() {
  const { search } = loadConfig();
  const { positionals } = parseArgs({ allowPositionals: true, strict: true });
  const name = positionals[0] ?? search.model;
  const manifest = loadManifest(name, search.modelDirs);
  const existing = modelFilePath(manifest, search.modelDirs);
  if (existing && sha256Of(fs.readFileSync(existing)) === manifest.sha256) {
    console.log(`${existing} is already here (sha256 checked)`);
  } else {
    const bytes = await fetchModel(manifest);
    const actual = sha256Of(bytes);
    if (actual !== manifest.sha256) {
      throw new Error(
        `sha256 mismatch for ${manifest.url}: expected ${manifest.sha256}, got ${actual}; nothing written`,
      );
    }
    fs.mkdirSync(search.modelDir, { recursive: true });
    const target = path.join(search.modelDir, manifest.file);
    fs.writeFileSync(`${target}.part`, bytes);
    fs.renameSync(`${target}.part`, target);
    console.log(`downloaded ${target}`);
  }
  const embedder = await createOnnxEmbedder(prepareModel(manifest, search.modelDirs));
  await embedder.close();
  console.log(
    `${manifest.name} ${manifest.version} works (${embedder.dim}-d vectors). ` +
      `Start the server with MODEL=${manifest.name}: it re-embeds every dog in the background ` +
      'while the current model keeps answering, then switches.',
  );
}

main().catch((error: unknown) => {
  console.error(
    `models:download failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
