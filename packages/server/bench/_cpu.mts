import { readFileSync } from 'node:fs';
import { measure, perConnectionMember, startServerProcess, stopServer, warmUp } from './harness.ts';

const cpu = (pid: number | undefined) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
};
for (const level of process.argv.slice(2)) {
  const s = await startServerProcess<{ port: number; tokens: string[] }>('./benchServer.ts', ['postgres'], {
    LOG_LEVEL: level,
    RATE_LIMITS: 'on',
  });
  const o = {
    url: `http://127.0.0.1:${s.announcement.port}/api/findmed/v1/member/balance`,
    setupClient: perConnectionMember(s.announcement.tokens, false),
  };
  await warmUp(o);
  for (let i = 0; i < 2; i++) {
    const c = cpu(s.child.pid);
    const m = await measure(level, { ...o, duration: 5 });
    console.log(
      level,
      m.requestsPerSecond,
      'req/s',
      Math.round(((cpu(s.child.pid) - c) * 1e6) / (m.requestsPerSecond * 5)),
      'us/req',
    );
  }
  await stopServer(s.child);
}
