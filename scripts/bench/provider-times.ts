import sharp from 'sharp';
import type { BenchServer, BenchUser } from './bench-server';
import { ms, percentile } from './stats';

const SIZE = 1024;

/** A 1024 px photo-like input: shapes on a gradient, so every operation has edges and colours to work on. */
function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5fc"/><stop offset="1" stop-color="#e0c3fc"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${SIZE * 0.5}" cy="${SIZE * 0.55}" r="${SIZE * 0.26}" fill="#c0392b"/>
    <rect x="${SIZE * 0.1}" y="${SIZE * 0.7}" width="${SIZE * 0.8}" height="${SIZE * 0.2}" fill="#2c3e50"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function mask(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}"><rect width="100%" height="100%" fill="#000"/><circle cx="${SIZE / 2}" cy="${SIZE / 2}" r="${SIZE / 5}" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function upload(server: BenchServer, user: BenchUser, png: Buffer, purpose: string): Promise<string> {
  const form = new FormData();
  form.set('image_file', new File([new Uint8Array(png)], `${purpose}.png`, { type: 'image/png' }));
  form.set('image_purpose', purpose);
  const response = await server.app.request('/api/v1/uploads/images', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${user.token}` },
  });
  const body = (await response.json()) as { data?: { local_image_url: string } };
  if (!body.data) throw new Error(`The upload was refused: ${JSON.stringify(body)}`);
  return body.data.local_image_url;
}

/** Settings a template needs beyond its defaults to do real work. */
const paramsFor: Record<string, Record<string, unknown>> = {
  Image_outpainting_v1: { left: 256, right: 256 },
  upscale_v1: { upscaleFactor: 2 },
};

/**
 * Runs every template in the catalog through the API with its default settings and a 1024 px input, and
 * reports how long the local provider took per template (median of `runs`), and submit to complete.
 */
export async function measureProviderTimes(server: BenchServer, runs: number): Promise<void> {
  const user = await server.signIn('Enterprise');
  const image = await upload(server, user, await photo(), 'seed');
  const maskUrl = await upload(server, user, await mask(), 'mask');
  const watch = server.watchTasks(user);
  console.log(`\nLocal provider per template (default settings, ${SIZE} px input, median of ${runs})`);
  try {
    for (const template of server.deps.catalog.templates) {
      const inputs: Record<string, unknown> = {};
      for (const input of template.input_requirements.filter((requirement) => requirement.is_required)) {
        if (input.type === 'prompt') inputs[input.key] = 'a lighthouse on a cliff at dusk';
        if (input.type === 'image') inputs[input.key] = input.purpose === 'mask' ? maskUrl : image;
      }
      const body = { template_id: template.template_id, user_inputs: inputs, user_params: { main: paramsFor[template.template_id] ?? {} } };
      const provider: number[] = [];
      const total: number[] = [];
      for (let index = 0; index < runs; index += 1) {
        const start = performance.now();
        const answer = await server.request<{ tasks: Array<{ task_id: string }> }>('POST', '/api/v1/workflows/run', user.token, body);
        if (answer.status !== 202) throw new Error(`${template.template_id} was refused: ${JSON.stringify(answer.body)}`);
        const taskId = answer.body.tasks[0]!.task_id;
        const end = await watch.ended(taskId);
        if (end.status !== 'complete') throw new Error(`${template.template_id} failed`);
        provider.push(server.providerTimes.get(taskId)?.ms ?? Number.NaN);
        total.push(end.at - start);
      }
      const label = `${template.template_id} (${template.type[0]})`;
      console.log(`  ${label.padEnd(46)} provider ${ms(percentile(provider, 50))}   submit to complete ${ms(percentile(total, 50))}`);
    }
  } finally {
    watch.stop();
  }
}
