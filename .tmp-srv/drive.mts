// Profile driver: start a bench server child with --cpu-prof, load it with autocannon, stop it.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
const [entry, scenario, seconds, profDir] = process.argv.slice(2);
const body = JSON.stringify({ comment_type: 'note', title: 'Benchmark', comment: 'A note written by the benchmark.' });
const fixture = process.env.FIXTURE ?? '';
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profDir}`, '--import', '/work/tools/exit-on-term.mjs', '--import', 'tsx', entry], { cwd: '/work/main', env: { ...process.env, NODE_ENV: 'production', BENCH_SERVER_FIXTURE: fixture }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
const ready: any = await new Promise((r) => child.once('message', r));
const token = ready.token ?? JSON.parse(fixture).token;
const post = scenario === 'post';
const opts: any = { url: `http://127.0.0.1:${ready.port}${post ? '/api/v1/movie/tmdb-1396/comments' : '/v1/movie/1/playback'}`, connections: 10, duration: Number(seconds), method: post ? 'POST' : 'GET', headers: { authorization: `Bearer ${token}`, ...(post ? { 'content-type': 'application/json' } : {}) }, ...(post ? { body } : {}) };
const result: any = await new Promise((r) => autocannon(opts, (e: any, res: any) => r(res)));
console.log(JSON.stringify({ rps: result.requests.average, total: result.requests.total, non2xx: result.non2xx, token }));
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
