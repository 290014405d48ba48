package main

func main() { undeclared_name() }
