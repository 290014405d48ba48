cat("Hello, World!\n")
