const n = Number(require("fs").readFileSync(0, "utf8"));
console.log(n + 1);
