import * as counter from './counter';

counter = { count: 1 }; // eslint-disable-line no-import-assign -- the error this fixture shows
