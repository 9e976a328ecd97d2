// @vitest-environment node
/**
 * The enquiry service killed with kill -9 before, during and just after a send, and started on
 * what a crash can leave in pending/: nothing acknowledged is lost, and a copy carries the first's
 * Message-ID.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  allIn,
  count,
  environment,
  postMany,
  setUp,
  sink,
} from '../../tests/support/enquiry/fault-suite';
import { tempSpoolDir, until } from '../../tests/support/enquiry/fixtures';
import {
  crash,
  startServiceProcess,
  type ServiceProcess,
} from '../../tests/support/enquiry/service-process';
import { Spool } from './store/spool';

describe('the enquiry service under faults', { timeout: 40_000 }, () => {
  it('kill -9 before a send: the enquiries wait in the spool and go after the restart', async () => {
    const spoolDir = await tempSpoolDir();
    const spool = new Spool(spoolDir);
    const first = await startServiceProcess(environment(spoolDir));
    const ids = await postMany(first, 'kill before send', 3);
    await crash(first);
    const mailbox = await sink();
    await startServiceProcess(environment(spoolDir, mailbox));
    await allIn(spool, ids, 'sent');
    const row = await count('kill -9 before a send', ids, mailbox, spool);
    expect(row).toMatchObject({ delivered: 3, duplicated: 0 });
  });

  it('kill -9 during a send: at most one copy, with the same Message-ID', async () => {
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    let arrived = () => {};
    const firstArrived = new Promise<void>((done) => (arrived = done));
    const { spoolDir, spool, mailbox, service } = await setUp((_mail, copy) => {
      if (copy > 1 || mailbox.received.length > 0) return {};
      arrived();
      return { hold: held }; // Kept; its answer waits until the service is dead.
    });
    const ids = await postMany(service, 'kill during send', 1);
    await firstArrived;
    await crash(service);
    release();
    const restarted = await startServiceProcess(environment(spoolDir, mailbox));
    ids.push(...(await postMany(restarted, 'after the crash', 2)));
    await allIn(spool, ids, 'sent');
    const row = await count('kill -9 during a send', ids, mailbox, spool);
    expect(row.delivered).toBe(3);
    expect(row.duplicated).toBeLessThanOrEqual(1);
  });

  it('kill -9 just after a send: at most one copy, with the same Message-ID', async () => {
    const target: { service?: ServiceProcess } = {};
    let killed: Promise<void> | undefined;
    const { spoolDir, spool, mailbox, service } = await setUp(() => {
      // The server has kept the message and answers now; the service dies as the answer goes.
      if (target.service) killed ??= crash(target.service);
      return {};
    });
    target.service = service;
    const ids = await postMany(service, 'kill after send', 1);
    await until(() => killed !== undefined, 15_000);
    await killed;
    await startServiceProcess(environment(spoolDir, mailbox));
    await allIn(spool, ids, 'sent');
    const row = await count('kill -9 just after a send', ids, mailbox, spool);
    expect(row.delivered).toBe(1);
    expect(row.duplicated).toBeLessThanOrEqual(1);
  });

  it('entries in pending/ that cannot be read are set aside; the rest are delivered', async () => {
    const spoolDir = await tempSpoolDir();
    const spool = new Spool(spoolDir);
    await spool.init();
    // Received now: older ones would meet the daily purge first.
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const bad = ['0000000a', '0000000b', '0000000c'].map((suffix) => `${stamp}-${suffix}`);
    await mkdir(spool.path('pending', bad[0]!)); // a folder
    execFileSync('mkfifo', [spool.path('pending', bad[1]!)]); // a pipe: a plain read would block
    await symlink('/etc/hostname', spool.path('pending', bad[2]!)); // a link out of the spool
    await writeFile(join(spool.dirs.pending, 'half-written.json'), '{"id":');
    const mailbox = await sink();
    const service = await startServiceProcess(environment(spoolDir, mailbox));
    const ids = await postMany(service, 'unreadable neighbours', 3);
    await allIn(spool, ids, 'sent');
    expect(await spool.ids('corrupt')).toEqual([...bad, 'half-written']);
    const row = await count('unreadable entries beside them', ids, mailbox, spool);
    expect(row).toMatchObject({ delivered: 3, duplicated: 0 });
  });
});
