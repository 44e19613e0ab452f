// The e2e test environment: Node's, plus a turn on the shared stack for the spec file's whole run.
// Plain CommonJS: Jest loads test environments without transforming them.
//
// Two Jest workers run spec files side by side on the one shared stack. Most files only read what every
// visitor sees (and write their own accounts' data); a few change it for everyone (ads and content boxes in
// every position, the site name, results per page) and must not run while another file looks at pages. Such
// a file says so in its docblock (`@sharedStack changes-what-everyone-sees`). Each file holds a Postgres
// advisory lock on a connection of its own from before its first hook until after its last (the environment
// is set up before and torn down after them): shared for the readers, exclusive for the others. A worker
// holds at most one such lock at a time, so no two wait on each other, and a worker that dies releases its
// lock with its connection.
const { TestEnvironment } = require('jest-environment-node');
const { Client } = require('pg');

const EXCLUSIVE = 'changes-what-everyone-sees';

class SharedStackEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.exclusive = context.docblockPragmas.sharedStack === EXCLUSIVE;
  }

  async setup() {
    await super.setup();
    this.turn = new Client({
      connectionString: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
      application_name: `e2e turn${this.exclusive ? ' (exclusive)' : ''}`,
    });
    await this.turn.connect();
    // Per shared stack: two runs on one machine, each with its own stack, never wait on each other.
    const key = `strongs-e2e-shared-stack ${process.env.E2E_BASE_URL ?? ''}`;
    const lock = this.exclusive ? 'pg_advisory_lock' : 'pg_advisory_lock_shared';
    await this.turn.query(`SELECT ${lock}(hashtextextended($1, 0))`, [key]);
  }

  async teardown() {
    // Closing the connection releases the lock, whichever kind it was.
    await this.turn?.end();
    await super.teardown();
  }
}

module.exports = SharedStackEnvironment;
