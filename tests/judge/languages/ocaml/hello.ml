let () = print_endline "Hello, World!"
