console.log(process.env.WEBPACK_API_URL);
