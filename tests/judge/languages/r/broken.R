cat(
