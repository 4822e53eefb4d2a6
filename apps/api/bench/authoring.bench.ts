import { opportunityWriteSchema } from '@mosaico/domain';
import { sql } from 'drizzle-orm';
import { createNotifiedCaches, OPPORTUNITIES_CHANGED_CHANNEL } from '../src/lib/notified-cache';
import { isProcessing, recomputeOpportunity, rows } from '../src/modules/matching/matching.repository';
import {
  opportunityForEdit,
  updateOpportunity,
} from '../src/modules/opportunity-authoring/opportunity-authoring.service';
import { registerCase, stats, timeEach } from './cases';

/**
 * Issue 8: a recruiter saves an opportunity's form and the professionals screen says 'Sua vaga está pronta!' when
 * GET opportunity/{id}/get-status-compativeis answers 'completed'. The product path is the form's save (the 13
 * rules, sanitising, the update) plus the queue, the job and the status, polled every 5 ms; the floor is the
 * engine's recomputation called directly, with no save, queue or status.
 */
registerCase({
  name: 'opportunity saved → status completed',
  async run(env) {
    const db = env.database.db;
    const ids = (
      await rows<{ id: string }>(
        db,
        sql`SELECT opportunity_id AS id FROM match_opportunities WHERE open AND total_peso > 0
          ORDER BY md5(opportunity_id || 'authoring') LIMIT ${env.samples}`,
      )
    ).map((row) => row.id);
    const opportunityCaches = await createNotifiedCaches(env.database, OPPORTUNITIES_CHANGED_CHANNEL);
    const ctx = { ...env.ctx, opportunityCaches };
    try {
      // The form's body for each, completed where the scale seed leaves a field the form requires empty (a form
      // could not have saved it otherwise); the criteria, which drive the matching, stay as seeded.
      const bodies = new Map<string, ReturnType<typeof opportunityWriteSchema.parse>>();
      for (const id of ids) {
        const form = await opportunityForEdit(ctx, id);
        const models = (['clt', 'pj', 'others'] as const).filter((m) => form.hiringModel[m]);
        const hiringModel = models.length > 0 ? form.hiringModel : { clt: true, pj: false, others: false };
        const tipo = Object.fromEntries(
          (['clt', 'pj', 'others'] as const)
            .filter((m) => hiringModel[m])
            .map((m) => {
              const entry = form.pretensao.tipo[m];
              const set = entry?.moeda && entry.moeda !== '-' && entry?.valor && entry.valor !== '-';
              return [m, set ? entry : { moeda: 'BRL', valor: '5k-7k' }];
            }),
        );
        bodies.set(
          id,
          opportunityWriteSchema.parse({
            ...form,
            client: form.client || 'Bench client',
            hiringModel,
            pretensao: { tipo },
            detalhes: form.detalhes || '<p>Bench</p>',
            mosaicItems: form.mosaicItems.length > 0 ? form.mosaicItems : [{ nome: 'Bench', peso: 3 }],
            interests: form.interests.length > 0 ? form.interests : [{ nome: 'Backend' }],
            careers: form.careers.length > 0 ? form.careers : [{ _id: 'bench', nome: 'Desenvolvimento' }],
            criterias: form.criterias.map((c, i) => ({ ...c, necessary: c.necessary || i === 0 })),
            sendToQueue: true,
          }),
        );
      }
      // A saved opportunity already has its compatibles (the start-up computes every one): computed here, outside
      // the timing, so a sample's first save does not also write its whole ranking for the first time.
      for (const id of ids) await recomputeOpportunity(db, id);
      let round = 0;
      const product = await timeEach(ids, async (id) => {
        round += 1;
        const body = bodies.get(id);
        if (!body) throw new Error(`no body for ${id}`);
        await updateOpportunity(ctx, id, {
          ...body,
          titulo: `${body.titulo.replace(/ #\d+$/, '')} #${round}`,
        });
        while (await isProcessing(db, 'opportunity', id))
          await new Promise((resolve) => setTimeout(resolve, 5));
      });
      const floor = await timeEach(ids, (id) => recomputeOpportunity(db, id));
      return {
        product: stats(product),
        floor: stats(floor),
        floorLabel: 'the engine’s recomputation called directly (no save, queue or status)',
        targetMs: 2000,
        note: 'form save (13 rules, sanitising, update) + enqueue + job (rank, store) + status, polled every 5 ms',
      };
    } finally {
      await opportunityCaches.close();
    }
  },
});
