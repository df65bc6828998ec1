import { describe, expect, it } from 'vitest';
import { createUser } from './factories';
import { createReport } from './reports.helpers';
import { appWithPushService, subscribedDevice } from './push.helpers';
import { postSighting } from './sightings.helpers';

const { app, service } = await appWithPushService();

/** A family with a lost report and a device; a member answers it with a sighting. */
async function familyTold(kind: 'FOUND' | 'SEEN') {
  const owner = await createUser(app);
  const reportId = await createReport(app, owner);
  const device = await subscribedDevice(app, service, owner);
  const finder = await createUser(app);
  const res = await postSighting(app, { user: finder }, { kind, lostReportId: String(reportId) });
  expect(res.statusCode).toBe(201);
  await app.jobs.idle();
  const [delivery] = service.deliveriesTo(device);
  return { reportId, delivery };
}

describe('push urgency (issue 39 item 3)', () => {
  it('a found dog wakes the family’s phone at once: Urgency high, not in the shown payload', async () => {
    const { reportId, delivery } = await familyTold('FOUND');
    expect(delivery?.headers.urgency).toBe('high');
    expect(delivery?.payload).toEqual({
      title: '비슷한 강아지 발견 제보가 들어왔어요',
      body: expect.any(String),
      url: `/report/view?id=${reportId}#matches`,
      tag: `report-${reportId}-matches`,
    });
  });

  it('a dog only seen passing is pushed at normal urgency', async () => {
    const { delivery } = await familyTold('SEEN');
    expect(delivery?.headers.urgency).toBe('normal');
  });
});
