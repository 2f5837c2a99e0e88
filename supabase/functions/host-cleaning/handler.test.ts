/**
 * host-cleaning on both databases: each demo login lists its own tasks and properties (Row Level
 * Security decides); Mark Complete, Assign Cleaner and New Task change the owner's tasks only (another
 * owner's task or property is a 404 and stays as it was); completing twice is harmless; parallel
 * writes of one task leave a consistent row. Refusals and fuzzing: refusals.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testDeps,
  today,
} from '../../test-support/databases.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import type { HostCleaningList, HostCleaningTask } from '../_shared/host-api-types-cleaning.ts';
import { handler } from './handler.ts';

const day = (offset: number) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-cleaning on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    const propertyId = new Map<string, string>();
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
      const { rows } = await test.db.query<{ id: string; name: string }>('SELECT id, name FROM properties');
      for (const row of rows) propertyId.set(row.name, row.id);
    });
    afterAll(async () => {
      await test?.close();
    });

    const call = async (userId: string, body: unknown) =>
      handler(hostRequest(body, await accessToken(userId)), testDeps(test.db));
    const list = async (userId: string, body: object = {}) => {
      const response = await call(userId, { action: 'list', ...body });
      expect(response.status).toBe(200);
      return (await response.json()) as HostCleaningList;
    };
    const write = async (userId: string, body: object, status = 200) => {
      const response = await call(userId, body);
      const answer = await response.json();
      expect(response.status, JSON.stringify(answer)).toBe(status);
      return answer as { task: HostCleaningTask; code?: string };
    };
    /** A fresh task at the property, straight in the database (pending, no cleaner unless given). */
    const newTask = async (property: string, cleaner: string | null = null) => {
      const { rows } = await test.db.query<{ id: string }>(
        `INSERT INTO cleaning_tasks (property_id, scheduled_date, cleaner_name) VALUES ($1, $2, $3) RETURNING id`,
        [propertyId.get(property), day(20), cleaner],
      );
      return rows[0]!.id;
    };
    const row = async (taskId: string) =>
      (
        await test.db.query<{ status: string; cleaner_name: string | null; completed_at: Date | null }>(
          'SELECT status, cleaner_name, completed_at FROM cleaning_tasks WHERE id = $1',
          [taskId],
        )
      ).rows[0];
    const taskOf = async (property: string, status: string) => {
      const { tasks } = await list(ids.team, { limit: 200 });
      return tasks.find((task) => task.property === property && task.status === status)!;
    };

    it('lists the owner’s sample tasks, open ones by date first, then completed ones', async () => {
      const answer = await list(ids.owner);
      expect(answer.today).toBe(today);
      expect(answer.total).toBe(5);
      expect(answer.tasks.map((task) => [task.property, task.scheduledDate, task.status])).toEqual([
        ['Riad Dar Zitoun', day(0), 'inProgress'],
        ['Dar Mogador', day(2), 'assigned'],
        ['Dar Zraq Chefchaouen', day(5), 'pending'],
        ['Kasbah Tizi', day(7), 'pending'],
        ['Dar Mogador', day(-5), 'completed'],
      ]);
      expect(answer.tasks[0]).toEqual({
        id: expect.any(String),
        propertyId: propertyId.get('Riad Dar Zitoun'),
        property: 'Riad Dar Zitoun',
        location: 'Marrakech',
        scheduledDate: day(0),
        scheduledTime: '11:00',
        status: 'inProgress',
        cleanerName: 'Fatima Zahra Ouali',
        notes: 'Full turnover after a 4-night stay; fresh mint for the welcome tea.',
        completedAt: null,
        scheduleShift: null,
      });
      expect(answer.tasks[4]?.completedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(answer.properties.map((property) => property.name)).toEqual([
        'Dar Anis',
        'Dar Mogador',
        'Dar Zraq Chefchaouen',
        'Kasbah Tizi',
        'Riad Dar Zitoun',
        'Riad Yasmine',
      ]);
    });

    it('shows host 2 only Dar Atlas, and the team every task and property', async () => {
      const theirs = await list(ids.owner2);
      expect(theirs.tasks.map((task) => [task.property, task.status, task.cleanerName])).toEqual([
        ['Dar Atlas', 'pending', null],
      ]);
      expect(theirs.properties).toEqual([
        { id: propertyId.get('Dar Atlas'), name: 'Dar Atlas', city: 'Imlil' },
      ]);
      const team = await list(ids.team);
      expect(team.total).toBe(6);
      expect(team.properties).toHaveLength(propertyId.size);
    });

    it('filters by status and cuts the list at the limit', async () => {
      const names = async (status: string) =>
        (await list(ids.owner, { status })).tasks.map((task) => `${task.property} ${task.status}`);
      expect(await names('assigned')).toEqual(['Dar Mogador assigned']);
      expect(await names('pending')).toEqual(['Dar Zraq Chefchaouen pending', 'Kasbah Tizi pending']);
      expect(await names('inProgress')).toEqual(['Riad Dar Zitoun inProgress']);
      expect(await names('completed')).toEqual(['Dar Mogador completed']);
      const cut = await list(ids.owner, { limit: 2 });
      expect(cut.tasks).toHaveLength(2);
      expect(cut.total).toBe(5);
      expect((await list(ids.owner, { status: 'pending', limit: 1 })).total).toBe(2);
    });

    it('marks a task complete once: completing again answers the same task', async () => {
      const task = await taskOf('Riad Dar Zitoun', 'inProgress');
      const first = await write(ids.owner, { action: 'complete', taskId: task.id });
      expect(first.task).toMatchObject({
        id: task.id,
        status: 'completed',
        cleanerName: 'Fatima Zahra Ouali',
      });
      expect(first.task.completedAt).toEqual(expect.any(String));
      const again = await write(ids.owner, { action: 'complete', taskId: task.id });
      expect(again).toEqual(first);
      const completed = await list(ids.owner, { status: 'completed' });
      expect(completed.tasks.map((listed) => listed.id)).toContain(task.id);
    });

    it('assigns and reassigns a cleaner (trimmed); a completed task keeps its cleaner (409)', async () => {
      const task = await taskOf('Kasbah Tizi', 'pending');
      const assigned = await write(ids.owner, {
        action: 'assign',
        taskId: task.id,
        cleanerName: '  Naima Berrada ',
      });
      expect(assigned.task).toMatchObject({ id: task.id, status: 'assigned', cleanerName: 'Naima Berrada' });
      const reassigned = await write(ids.owner, {
        action: 'assign',
        taskId: task.id,
        cleanerName: 'Said Amrani',
      });
      expect(reassigned.task).toMatchObject({ status: 'assigned', cleanerName: 'Said Amrani' });
      const done = await taskOf('Dar Mogador', 'completed');
      const refused = await write(ids.owner, { action: 'assign', taskId: done.id, cleanerName: 'Said' }, 409);
      expect(refused).toMatchObject({ code: 'task_completed', error: expect.any(String) });
      expect((await row(done.id))?.cleaner_name).toBe('Hassan Idrissi');
    });

    it('creates a task at the caller’s property, pending or assigned', async () => {
      const created = await write(
        ids.owner,
        {
          action: 'create',
          propertyId: propertyId.get('Dar Zraq Chefchaouen'),
          scheduledDate: day(30),
          scheduledTime: '09:30',
          cleanerName: ' Khadija ',
          notes: '  Air the rooftop rooms. ',
        },
        201,
      );
      expect(created.task).toEqual({
        id: expect.any(String),
        propertyId: propertyId.get('Dar Zraq Chefchaouen'),
        property: 'Dar Zraq Chefchaouen',
        location: 'Chefchaouen',
        scheduledDate: day(30),
        scheduledTime: '09:30',
        status: 'assigned',
        cleanerName: 'Khadija',
        notes: 'Air the rooftop rooms.',
        completedAt: null,
        scheduleShift: null,
      });
      const bare = await write(
        ids.team,
        { action: 'create', propertyId: propertyId.get('Dar Atlas'), scheduledDate: day(31), notes: '   ' },
        201,
      );
      expect(bare.task).toMatchObject({
        status: 'pending',
        cleanerName: null,
        notes: null,
        scheduledTime: null,
      });
      expect((await list(ids.owner)).tasks.map((task) => task.id)).toContain(created.task.id);
      expect((await list(ids.owner2)).tasks.map((task) => task.id)).toContain(bare.task.id);
    });

    it('answers 404 to another owner’s task or property, and changes nothing', async () => {
      const mine = await newTask('Dar Mogador', 'Hassan Idrissi');
      const atlas = await newTask('Dar Atlas');
      const count = async () =>
        (await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cleaning_tasks')).rows[0]!.n;
      const before = await count();
      const refusals = [
        [ids.owner2, { action: 'complete', taskId: mine }],
        [ids.owner2, { action: 'assign', taskId: mine, cleanerName: 'Intruder' }],
        [ids.owner2, { action: 'create', propertyId: propertyId.get('Dar Mogador'), scheduledDate: day(3) }],
        [ids.owner, { action: 'complete', taskId: atlas }],
        [ids.owner, { action: 'assign', taskId: atlas, cleanerName: 'Intruder' }],
        [ids.owner, { action: 'create', propertyId: propertyId.get('Dar Atlas'), scheduledDate: day(3) }],
        [ids.owner, { action: 'complete', taskId: crypto.randomUUID() }],
        [ids.owner, { action: 'create', propertyId: crypto.randomUUID(), scheduledDate: day(3) }],
      ] as const;
      for (const [userId, body] of refusals) {
        const answer = await write(userId, body, 404);
        expect(answer, JSON.stringify(body)).toMatchObject({ code: 'not_found', error: expect.any(String) });
      }
      expect(await count()).toBe(before);
      expect(await row(mine)).toMatchObject({
        status: 'pending',
        cleaner_name: 'Hassan Idrissi',
        completed_at: null,
      });
      expect(await row(atlas)).toMatchObject({ status: 'pending', cleaner_name: null, completed_at: null });
      // The team may: the same writes succeed for it.
      await write(ids.team, { action: 'assign', taskId: atlas, cleanerName: 'Team cleaner' });
      await write(ids.team, { action: 'complete', taskId: mine });
      expect(await row(atlas)).toMatchObject({ cleaner_name: 'Team cleaner' });
      expect(await row(mine)).toMatchObject({ status: 'completed' });
    });

    it('leaves one consistent row after parallel writes of one task', async () => {
      // Two assigns: both succeed, the row holds one of the names, the last answered of them.
      const task = await newTask('Riad Dar Zitoun');
      const names = Array.from({ length: 6 }, (_, index) => `Cleaner ${index}`);
      const answers = await Promise.all(
        names.map((cleanerName) => write(ids.owner, { action: 'assign', taskId: task, cleanerName })),
      );
      const stored = (await row(task))?.cleaner_name;
      expect(names).toContain(stored);
      expect(answers.map((answer) => answer.task.cleanerName)).toContain(stored);
      // Completions at once: one completion time for all of them.
      const done = await Promise.all(
        Array.from({ length: 5 }, () => write(ids.owner, { action: 'complete', taskId: task })),
      );
      expect(new Set(done.map((answer) => answer.task.completedAt)).size).toBe(1);
      expect(done.every((answer) => answer.task.status === 'completed')).toBe(true);
      // Complete and assign together: either the assign came first (200, its name kept) or it was refused.
      const other = await newTask('Dar Mogador', 'Before');
      const [completed, assigned] = await Promise.all([
        call(ids.owner, { action: 'complete', taskId: other }),
        call(ids.owner, { action: 'assign', taskId: other, cleanerName: 'After' }),
      ]);
      expect(completed.status).toBe(200);
      expect([200, 409]).toContain(assigned.status);
      const final = await row(other);
      expect(final).toMatchObject({
        status: 'completed',
        cleaner_name: assigned.status === 200 ? 'After' : 'Before',
      });
      expect(final?.completed_at).not.toBeNull();
    });
  });
}
