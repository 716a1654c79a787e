import(/* webpackPrefetch: true, webpackPreload: true */ './editor').then((editor) => editor.start());
