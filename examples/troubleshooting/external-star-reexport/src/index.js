export * from 'ui-kit';
