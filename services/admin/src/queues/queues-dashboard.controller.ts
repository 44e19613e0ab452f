import { All, Controller, Next, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { RequireRole } from '@strongs/nest-common';
import type { NextFunction, Request, Response } from 'express';
import { BotQueues } from './bot-queues';

export const QUEUES_DASHBOARD_PATH = '/admin/queues';

/**
 * Bull Board for every queue, behind the admin role: the route guard runs first, then the request
 * goes to Bull Board's own Express router (its UI, assets and API under /admin/queues).
 */
@ApiExcludeController()
@Controller(QUEUES_DASHBOARD_PATH.slice(1))
@RequireRole('admin')
export class QueuesDashboardController {
  private readonly router: (req: Request, res: Response, next: NextFunction) => void;

  constructor(queues: BotQueues) {
    const adapter = new ExpressAdapter();
    adapter.setBasePath(QUEUES_DASHBOARD_PATH);
    // @bull-board/express carries its own copy of @bull-board/api: same shape, separate declarations.
    const serverAdapter = adapter as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'];
    createBullBoard({ queues: queues.all().map((q) => new BullMQAdapter(q)), serverAdapter });
    this.router = adapter.getRouter() as (req: Request, res: Response, next: NextFunction) => void;
  }

  @All()
  root(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction): void {
    this.forward(req, res, next);
  }

  @All('*path')
  rest(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction): void {
    this.forward(req, res, next);
  }

  private forward(req: Request, res: Response, next: NextFunction): void {
    req.url = req.originalUrl.slice(QUEUES_DASHBOARD_PATH.length) || '/';
    this.router(req, res, next);
  }
}
