import * as counter from './counter';

counter = { count: 1 };
